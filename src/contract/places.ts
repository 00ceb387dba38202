/** GET /records/api/public/states/{stateId}/cities: the state's cities sorted by name. */
export interface City {
  id: number;
  name: string;
  stateId: number;
}

export type CitiesResponse = City[];
