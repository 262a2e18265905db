// The signed-in hint lives with the `:lang` layout's data (use-site.ts); this name stays for
// the layout that still imports it here.
export { useSignedIn } from '../../use-site.ts';
