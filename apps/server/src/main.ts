// Production entry, bundled to apps/server/dist/main.js by scripts/build.mjs.
//
// React and React Router choose their production or development builds from NODE_ENV the
// moment they are first imported, and static imports run before any code of the importing
// module. So this entry only settles NODE_ENV (production unless told otherwise; env.ts
// validates it with everything else) and then loads the server, whose imports pull React in.
// This is the one write to the process environment; everything else reads env.ts's result.
process.env.NODE_ENV ??= 'production';
await import('./start-server.ts');
export {};
