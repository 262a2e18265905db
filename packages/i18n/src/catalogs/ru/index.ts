import type { Catalog } from '../../catalog.ts';
import { main } from './main.ts';
import { shell } from './shell.ts';
import { error } from './error.ts';
import { home } from './home.ts';
import { section } from './section.ts';
import { auth } from './auth.ts';
import { info } from './info.ts';
import { status } from './status.ts';
import { user } from './user.ts';
import { wallet } from './wallet.ts';
import { responsible } from './responsible.ts';
import { office } from './office.ts';
import { sportsbook } from './sportsbook.ts';
import { betting } from './betting.ts';
import { console as consoleTexts } from './console.ts';

export const ru: Catalog = {
  ...main,
  ...shell,
  ...error,
  ...home,
  ...section,
  ...auth,
  ...info,
  ...status,
  ...user,
  ...wallet,
  ...responsible,
  ...office,
  ...sportsbook,
  ...betting,
  ...consoleTexts,
};
