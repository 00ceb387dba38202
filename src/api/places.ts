/** GET /records/api/public/states/{stateId}/cities — public, cached for an hour by the server (docs/product/account.md, API). */
import typia from 'typia';
import { queryOptions } from '@tanstack/react-query';
import { config } from './config';
import type { CitiesResponse, City } from '@/contract/places';
import type { Contract, HttpClient } from './http';

const citiesContract: Contract<CitiesResponse> = {
  is: typia.createIs<CitiesResponse>(),
  explain: () => import('./contract-reports').then((reports) => reports.validateCities),
};

export function fetchCities(http: HttpClient, stateId: number): Promise<City[]> {
  return http(`${config.recordsApiBase}/public/states/${stateId}/cities`, { contract: citiesContract });
}

/** The cities of a state, kept in the query cache (they change rarely). */
export const citiesQuery = (http: HttpClient, stateId: number) =>
  queryOptions({ queryKey: ['places', 'cities', stateId], queryFn: () => fetchCities(http, stateId), staleTime: 60 * 60 * 1000 });
