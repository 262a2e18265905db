// The sportsbook context's public endpoints (spec §7 line and results calls; decision 031).
// Names are in the request's language (`lng`, else the request's, else English).
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  gameDetailResponseSchema,
  gameStatisticResponseSchema,
  lineChampsQuerySchema,
  lineChampsResponseSchema,
  lineGamesQuerySchema,
  lineGamesResponseSchema,
  lineSearchQuerySchema,
  lineSearchResponseSchema,
  lineSportsQuerySchema,
  lineSportsResponseSchema,
  resultsQuerySchema,
  resultsResponseSchema,
  sportNamesResponseSchema,
} from '../sportsbook.ts';

/** Where the line and the results are mounted. */
export const LINE_API_PREFIX = '/web-api/line';
export const RESULTS_API_PREFIX = '/web-api/results';

/** A game id in a path: digits only, 1 to 2^31 − 1 (any other names no game: 404). */
export const gameIdParamsSchema = z.object({
  gameId: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/)
    .transform(Number)
    .refine((id) => id <= 2_147_483_647),
});

const QUERY = ['invalid_query'];

export const lineSportsEndpoint = defineEndpoint({
  id: 'sportsbook.sports',
  method: 'GET',
  path: '/web-api/line/sports',
  summary: "The section's sports with their game counts.",
  access: 'anyone',
  query: lineSportsQuerySchema,
  response: lineSportsResponseSchema,
  errors: { 400: QUERY },
});

export const lineChampsEndpoint = defineEndpoint({
  id: 'sportsbook.champs',
  method: 'GET',
  path: '/web-api/line/champs',
  summary: "A sport's championships in the section.",
  access: 'anyone',
  query: lineChampsQuerySchema,
  response: lineChampsResponseSchema,
  errors: { 400: QUERY, 404: ['sport_not_found'] },
});

export const lineGamesEndpoint = defineEndpoint({
  id: 'sportsbook.games',
  method: 'GET',
  path: '/web-api/line/games',
  summary: 'A page of games (ETag; `If-None-Match` with the same list answers 304 without a body).',
  access: 'anyone',
  query: lineGamesQuerySchema,
  response: lineGamesResponseSchema,
  errors: { 400: QUERY, 404: ['sport_not_found', 'champ_not_found'] },
});

export const gameDetailEndpoint = defineEndpoint({
  id: 'sportsbook.game',
  method: 'GET',
  path: '/web-api/line/game/:gameId',
  summary: 'One open game with all its markets.',
  access: 'anyone',
  params: gameIdParamsSchema,
  response: gameDetailResponseSchema,
  errors: { 404: ['game_not_found'] },
});

export const lineSearchEndpoint = defineEndpoint({
  id: 'sportsbook.search',
  method: 'GET',
  path: '/web-api/line/search',
  summary: 'Games, championships and competitors whose names hold `q`.',
  access: 'anyone',
  query: lineSearchQuerySchema,
  response: lineSearchResponseSchema,
  errors: { 400: QUERY },
});

export const gameStatisticEndpoint = defineEndpoint({
  id: 'sportsbook.statistic',
  method: 'GET',
  path: '/web-api/line/statistic/:gameId',
  summary: "A game's statistic (open or finished).",
  access: 'anyone',
  params: gameIdParamsSchema,
  response: gameStatisticResponseSchema,
  errors: { 404: ['game_not_found'] },
});

export const sportNamesEndpoint = defineEndpoint({
  id: 'sportsbook.sportNames',
  method: 'GET',
  path: '/web-api/line/sports-names',
  summary: 'Sport names (as used in page paths) to sport ids.',
  access: 'anyone',
  response: sportNamesResponseSchema,
  errors: {},
});

export const resultsEndpoint = defineEndpoint({
  id: 'sportsbook.results',
  method: 'GET',
  path: '/web-api/results',
  summary: "A day's finished games (UTC; today without `date`).",
  access: 'anyone',
  query: resultsQuerySchema,
  response: resultsResponseSchema,
  errors: { 400: QUERY, 404: ['sport_not_found', 'champ_not_found'] },
});

/** Every endpoint of the sportsbook context. */
export const SPORTSBOOK_ENDPOINTS = [
  lineSportsEndpoint,
  lineChampsEndpoint,
  lineGamesEndpoint,
  gameDetailEndpoint,
  lineSearchEndpoint,
  gameStatisticEndpoint,
  sportNamesEndpoint,
  resultsEndpoint,
] as const;
