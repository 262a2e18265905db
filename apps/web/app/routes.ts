import type { RouteConfig } from '@react-router/dev/routes';
import { index, layout, route } from '@react-router/dev/routes';

// Spec §2: every page lives under a two-letter language prefix (the server redirects paths
// without an allowed one before the app renders). Layouts are route groups: default, empty,
// maintenance, blocked and headless.
const BLOCK_PAGES = ['block', 'block-ua', 'block-ie', 'site-updates', 'coming-soon', 'suspension'];
// Spec §2 page types that prefix a betting list (`topgame/live/...`); the same list as
// PAGE_TYPES of features/sportsbook/betting-path.ts (a unit test keeps them equal).
export const BETTING_PAGE_TYPES = [
  'home',
  'betsonyour',
  'bets-on-your',
  'topgame',
  'marble',
  'team',
  'champ',
  'epl',
  'laliga',
  'europaleague',
  'ipl',
  'ufc',
  'politics',
];

export default [
  // The operator console (issue 15): its own layout and bundle, no language prefix (its own
  // English/Russian switch). Outside `:lang`, so no player page loads a console module.
  route('console', 'layouts/console-layout.tsx', { id: 'console' }, [
    route('login', 'routes/console-login.tsx'),
    layout('layouts/console-shell.tsx', { id: 'console-shell' }, [
      index('routes/console-home.tsx'),
      route('password', 'routes/console-password.tsx'),
      route('audit', 'routes/console-audit.tsx'),
      route('operators', 'routes/console-operators.tsx'),
      route('sportsbook', 'routes/console-games.tsx'),
      route('sportsbook/games/:gameId', 'routes/console-game.tsx'),
      route('sportsbook/feed', 'routes/console-feed.tsx'),
      route('players', 'routes/console-players.tsx'),
      route('players/:userId', 'routes/console-player.tsx'),
      route('payments', 'routes/console-payments.tsx'),
      route('config', 'routes/console-config.tsx'),
      route('dashboard', 'routes/console-dashboard.tsx'),
    ]),
  ]),
  route(':lang', 'routes/lang-layout.tsx', { id: 'lang' }, [
    layout('layouts/default-layout.tsx', [
      index('routes/home.tsx'),
      route('slots', 'routes/casino.tsx'),
      route('live-casino', 'routes/live-casino.tsx'),
      route('promotions', 'routes/promotions.tsx'),
      route('login', 'routes/login.tsx'),
      route('registration', 'routes/registration.tsx'),
      route('user/passwordreset', 'routes/password-reset.tsx'),
      route('user/forgotpassword', 'routes/forgot-password.tsx'),
      route('user/accountverify', 'routes/account-verify.tsx', { id: 'user-accountverify' }),
      route('user/activate', 'routes/account-verify.tsx', { id: 'user-activate' }),
      route('information/:page', 'routes/information.tsx'),
      // Sportsbook lists: line and live, by page type, cyber.
      route('line/*', 'routes/betting-page.tsx', { id: 'betting-line' }),
      route('live/*', 'routes/betting-page.tsx', { id: 'betting-live' }),
      ...BETTING_PAGE_TYPES.flatMap((pageType) =>
        ['line', 'live'].map((section) =>
          route(`${pageType}/${section}/*`, 'routes/betting-page.tsx', {
            id: `betting-${pageType}-${section}`,
          }),
        ),
      ),
      route('cyber', 'routes/betting-page.tsx', { id: 'betting-cyber' }),
      route('cyber/:type/*', 'routes/betting-page.tsx', { id: 'betting-cyber-type' }),

      // Sportsbook game, multi-live, results and statistic pages.
      route('multi', 'routes/sportsbook-multi.tsx'),
      route('results/:type?', 'routes/sportsbook-results.tsx'),
      route('champs/:champId?', 'routes/sportsbook-champs.tsx'),
      route('statistic/:gameId', 'routes/sportsbook-statistic.tsx'),

      // Betting.
      route('information/betting-calculator', 'routes/betting-calculator.tsx'),

      // Responsible gaming.
      route('ban', 'routes/responsible-ban.tsx'),

      // The office: signed-in pages; the layout route carries the login guard.
      layout('layouts/office-layout.tsx', { id: 'office' }, [
        route('office/security', 'routes/office-security.tsx'),
        route('office/recharge', 'routes/office-recharge.tsx'),
        route('office/deduce', 'routes/office-deduce.tsx'),
        route('office/historypay', 'routes/office-historypay.tsx'),
        route('office/payment/requests', 'routes/office-payment-requests.tsx'),
        route('office/payment/create-request/*', 'routes/office-payment-create-request.tsx'),
        route('office/history', 'routes/office-history.tsx'),
        route('office/responsible', 'routes/office-responsible.tsx'),
      ]),

      route('*', 'routes/not-found.tsx'),
    ]),
    layout('layouts/empty-layout.tsx', [
      route('onpay/:status', 'routes/onpay-status.tsx'),
      route('onpay/withdraw/:status', 'routes/onpay-withdraw-status.tsx'),
      route('print-coupon/:couponId', 'routes/print-coupon.tsx'),

      ...BLOCK_PAGES.map((page) => route(page, 'routes/block-page.tsx', { id: `block-${page}` })),
    ]),
    layout('layouts/maintenance-layout.tsx', [route('maintenance', 'routes/maintenance.tsx')]),
    layout('layouts/blocked-layout.tsx', [
      route('block-appeal-history', 'routes/block-appeal-history.tsx'),
    ]),
    layout('layouts/headless-layout.tsx', [
      route('landing-page/:landingId', 'routes/landing-page.tsx'),
    ]),
  ]),
] satisfies RouteConfig;
