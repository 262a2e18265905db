export * from './pipeline.ts';
export * from './entries.ts';
export * from './maintenance.ts';
export * from './site-paths.ts';
