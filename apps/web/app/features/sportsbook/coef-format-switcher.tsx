import type { CoefFormatId } from '@playfield/domain/odds';
import { COEF_FORMAT_IDS, formatCoef, isCoefFormatId } from '@playfield/domain/odds';
import type { MessageKey } from '@playfield/i18n';
import { Select } from '@playfield/ui';
import type { ChangeEvent } from 'react';
import { useT } from '../../i18n/i18n-context.tsx';
import { useSportsbookPreferences } from './sportsbook-preferences.tsx';

/** The message key naming a coef format (shell dictionary: the switcher is on every page). */
export function coefFormatLabelKey(id: CoefFormatId): MessageKey {
  return `shell_odds_format_${id}` as MessageKey;
}

/**
 * The odds-format picker of the header settings and the phone menu: a labelled native select
 * of spec §3's formats, each with an example price (2.50 in that format). The choice is kept in
 * the `coef_view_id` cookie and every price on the page follows at once.
 */
export function CoefFormatSwitcher({ hideLabel = true, id }: { hideLabel?: boolean; id?: string }) {
  const t = useT();
  const { coefFormat, setCoefFormat } = useSportsbookPreferences();
  const options = COEF_FORMAT_IDS.map((format) => ({
    value: String(format),
    label: `${t(coefFormatLabelKey(format))} (${formatCoef(2500, format)})`,
  }));

  function onChange(event: ChangeEvent<HTMLSelectElement>) {
    const next = Number(event.target.value);
    if (isCoefFormatId(next)) setCoefFormat(next);
  }

  return (
    <Select
      id={id}
      name="coef_view_id"
      label={t('shell_odds_format')}
      hideLabel={hideLabel}
      options={options}
      value={String(coefFormat)}
      onChange={onChange}
      block={!hideLabel}
      className="coef-format-switcher"
    />
  );
}
