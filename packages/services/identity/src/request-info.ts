/** What the service needs to know about the HTTP request behind a call. */
export interface RequestInfo {
  /** Client IP after the server's trusted-proxy rule. */
  ip: string;
  userAgent: string | null;
  /** Language for messages and e-mails. */
  lang: string;
  /** The `X-Captcha-Token` header of a retried request (spec §8). */
  captchaToken: string | null;
  /** Decoded request cookies (referral cookies are read at registration). */
  cookies: Readonly<Record<string, string>>;
}
