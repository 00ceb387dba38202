import { useQuery } from '@tanstack/react-query';
import type { HttpClient } from '@/api/http';
import { citiesQuery } from '@/api/places';
import { m } from '@/paraglide/messages.js';
import { textButton } from './register-styles';
import { SelectField, type SelectFieldProps } from '@/ui/components/SelectField';

export type CityFieldProps = Omit<SelectFieldProps, 'placeholder' | 'options' | 'label' | 'disabled'> & { http: HttpClient; stateId: number };


/** The city select of /register once a state is chosen: its cities, fetched for that state, or a retry when they do not come. */
export function CityField({ http, stateId, error, ...props }: CityFieldProps) {
  const cities = useQuery(citiesQuery(http, stateId));
  const options = (cities.data ?? []).map((city) => ({ value: String(city.id), label: city.name }));
  return (
    <div>
      <SelectField
        {...props}
        label={m.common_registerCity()}
        placeholder={cities.isPending ? m.common_registerCitiesLoading() : m.common_registerCityChoose()}
        required
        autoComplete="address-level2"
        disabled={cities.isPending || cities.isError}
        options={options}
        error={error ?? (cities.isError ? m.common_registerCitiesError() : undefined)}
      />
      {cities.isError ? (
        <button type="button" className={textButton} onClick={() => void cities.refetch()}>
          {m.common_retry()}
        </button>
      ) : null}
    </div>
  );
}
