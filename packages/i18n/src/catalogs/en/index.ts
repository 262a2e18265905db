// English is the source catalog: every key is declared here first, and its type defines the
// keys every other language must provide. Keys are `<dictionary>_<name>`: the part before the
// first underscore is the dictionary id that route meta asks for.
// One file per dictionary (issue 14 item 4); this index puts them together.
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

export const en = {
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
