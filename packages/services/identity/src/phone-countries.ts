import { asc } from 'drizzle-orm';
import { countries } from '@playfield/db/reference';
import { normalizePhoneCountry } from '@playfield/domain/user';
import type { PhoneCountry, PhoneMask } from '@playfield/domain/user';
import type { IdentityContext } from './context.ts';

/**
 * National number masks by country (`#` is a digit) with the digit counts they allow, for the
 * usual mobile numbering of each country. Countries without an entry accept 4–14 digits.
 */
const MASKS: Readonly<Record<string, { mask: string; min: number; max: number }>> = {
  ru: { mask: '(###) ###-##-##', min: 10, max: 10 },
  kz: { mask: '(###) ###-##-##', min: 10, max: 10 },
  ua: { mask: '(##) ###-##-##', min: 9, max: 9 },
  az: { mask: '(##) ###-##-##', min: 9, max: 9 },
  tr: { mask: '(###) ###-##-##', min: 10, max: 10 },
  es: { mask: '### ### ###', min: 9, max: 9 },
  pt: { mask: '### ### ###', min: 9, max: 9 },
  br: { mask: '(##) #####-####', min: 10, max: 11 },
  de: { mask: '#### ########', min: 6, max: 12 },
  fr: { mask: '# ## ## ## ##', min: 9, max: 9 },
  us: { mask: '(###) ###-####', min: 10, max: 10 },
  in: { mask: '#####-#####', min: 10, max: 10 },
};

const DEFAULT_MASK = { mask: '##############', min: 4, max: 14 };

/** Phone countries (spec §3 "Phone country") in the user's language, and their masks. */
export async function phoneCountries(
  ctx: IdentityContext,
  lang: string,
): Promise<{ countries: PhoneCountry[]; masks: PhoneMask[] }> {
  const rows = await ctx.db.select().from(countries).orderBy(asc(countries.code));
  const list = rows.map((r) =>
    normalizePhoneCountry({
      id: r.numericCode,
      name: r.names[lang] ?? r.names.en ?? r.code,
      country_code: r.code,
      tel_code: r.phoneCode,
    }),
  );
  list.sort((a, b) => a.name.localeCompare(b.name, lang));
  const masks = rows.map((r) => {
    const m = MASKS[r.code] ?? DEFAULT_MASK;
    return { CountryId: r.numericCode, Mask: m.mask, Min: m.min, Max: m.max };
  });
  return { countries: list, masks };
}
