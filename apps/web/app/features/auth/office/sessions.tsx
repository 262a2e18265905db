import { Button } from '@playfield/ui';
import { useT } from '../../../i18n/i18n-context.tsx';
import { useFormat } from '../../../i18n/use-format.ts';
import { FormError } from '../fields.tsx';
import { useAuthRequest } from '../use-auth-request.ts';

export interface SessionView {
  id: number;
  current: boolean;
  createdAt: string;
  lastSeenAt: string;
  userAgent: string | null;
  ip: string | null;
}

/** The user's live sessions with "end the other sessions". */
export function SessionsPanel({
  sessions,
  onChanged,
}: {
  sessions: SessionView[];
  onChanged: () => void;
}) {
  const t = useT();
  const request = useAuthRequest();
  const format = useFormat();
  const others = sessions.filter((s) => !s.current).length;

  async function endOthers() {
    const answer = await request.send('endOtherSessionsEndpoint', {});
    if (answer) onChanged();
  }

  return (
    <section className="panel auth-panel" aria-labelledby="office-sessions">
      <h2 id="office-sessions" className="auth-panel__title">
        {t('office_sessions_title')}
      </h2>
      <ul className="auth-sessions">
        {sessions.map((s) => (
          <li key={s.id}>
            <strong>
              {s.current
                ? t('office_session_current')
                : (s.userAgent ?? t('office_session_unknown'))}
            </strong>
            <span>
              {t('office_session_last_seen')}: {format.dateTime(new Date(s.lastSeenAt))}
              {s.ip ? ` · ${s.ip}` : ''}
            </span>
          </li>
        ))}
      </ul>
      <FormError message={request.error} />
      <Button
        type="button"
        variant="outline"
        disabled={others === 0 || request.pending}
        onClick={() => void endOthers()}
      >
        {t('office_sessions_end_others')}
      </Button>
    </section>
  );
}
