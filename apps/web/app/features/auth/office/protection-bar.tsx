import { protectionBand } from '@playfield/domain/user';
import { useT } from '../../../i18n/i18n-context.tsx';

const BAND_KEYS = {
  bad: 'office_protection_bad',
  normal: 'office_protection_normal',
  good: 'office_protection_good',
  full: 'office_protection_full',
} as const;

/** The protection-level bar of spec §4 (bands from `protectionBand` in @playfield/domain). */
export function ProtectionBar({ level }: { level: number | null }) {
  const t = useT();
  const band = protectionBand(level);
  if (band === null || level === null) return null;
  return (
    <div className={`auth-protection auth-protection--${band}`}>
      <p className="auth-form__lead">
        {t('office_protection_label')}: <strong>{t(BAND_KEYS[band])}</strong> ({level}%)
      </p>
      <meter
        className="auth-protection__bar"
        min={0}
        max={100}
        low={31}
        high={70}
        optimum={100}
        value={level}
        aria-label={t('office_protection_label')}
      />
    </div>
  );
}
