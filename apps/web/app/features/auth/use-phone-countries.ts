import type { PhoneCountry, PhoneMask } from '@playfield/domain/user';
import { useEffect, useState } from 'react';
import { callApi } from './api.ts';

export interface PhoneCountriesAnswer {
  countries: PhoneCountry[];
  masks: PhoneMask[];
}

let cached: Promise<PhoneCountriesAnswer | null> | null = null;

/**
 * `GET /web-api/auth/phone-countries` once per page life (the answer is cacheable for 10
 * minutes); a failed call is forgotten so the next form tries again. Null while loading.
 */
export function usePhoneCountries(): PhoneCountriesAnswer | null {
  const [answer, setAnswer] = useState<PhoneCountriesAnswer | null>(null);
  useEffect(() => {
    cached ??= callApi<PhoneCountriesAnswer>('/web-api/auth/phone-countries').then((res) =>
      res.ok ? res.data : null,
    );
    let live = true;
    void cached.then((data) => {
      if (!data) cached = null;
      if (live) setAnswer(data);
    });
    return () => {
      live = false;
    };
  }, []);
  return answer;
}
