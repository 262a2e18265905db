// Stylesheets are side-effect imports bundled by Vite; TypeScript only needs to know they exist.
declare module '*.css';
