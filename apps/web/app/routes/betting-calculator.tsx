import type { Route } from './+types/betting-calculator';
import { InfoIcon } from '../components/icons.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { CalculatorPanel } from '../features/coupon/calculator-page.tsx';
import type { RouteHandle } from '../i18n/dictionaries.ts';
import { useT } from '../i18n/i18n-context.tsx';
import { loadMessages } from '../i18n/messages.server.ts';
import { pageMeta } from '../seo/page-meta.ts';

export const handle: RouteHandle = { dictionaries: ['betting'] };

export function loader({ params }: Route.LoaderArgs) {
  return { messages: loadMessages(params.lang, handle.dictionaries) };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: 'betting_calc_title',
    description: 'betting_calc_description',
  });
}

/** Spec §2 information/betting-calculator. */
export default function BettingCalculatorPage() {
  const t = useT();
  return (
    <div className="page page--narrow">
      <PageHeader
        icon={<InfoIcon />}
        title={t('betting_calc_title')}
        subtitle={t('betting_calc_description')}
      />
      <CalculatorPanel />
    </div>
  );
}
