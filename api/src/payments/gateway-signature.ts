import { createHash, timingSafeEqual } from 'node:crypto';

/** The amount exactly as it enters the hash and the form: two decimals, dot, no thousands sign. */
export function formatAmount(amount: number): string {
  return amount.toFixed(2);
}

const md5 = (text: string): string => createHash('md5').update(text, 'utf8').digest('hex');

/** Request hash of the hosted gateway: md5(orderid|amount|time|key), key being the secret. */
export function requestHash(
  orderId: number | string,
  amount: string,
  time: number | string,
  secret: string,
): string {
  return md5(`${orderId}|${amount}|${time}|${secret}`);
}

/**
 * Response hash the gateway adds to the return URL, so the store can tell a genuine result
 * from one typed into the address bar: md5(orderid|amount|response|authcode|time|key).
 */
export function responseHash(
  fields: { orderId: number | string; amount: string; response: number; authCode: string; time: number },
  secret: string,
): string {
  return md5(
    `${fields.orderId}|${fields.amount}|${fields.response}|${fields.authCode}|${fields.time}|${secret}`,
  );
}

/** Constant-time comparison of two hex digests (case-insensitive). */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a.toLowerCase());
  const right = Buffer.from(b.toLowerCase());
  return left.length === right.length && timingSafeEqual(left, right);
}
