import { md5 } from '../../../platform/providers/provider-signature';

/** Our calls to the aggregator: md5(request_time + secret + word + operator_code), word e.g. `launchgame`. */
export function outgoingSign(
  secret: string,
  operatorCode: string,
  word: string,
  requestTime: number,
): string {
  return md5(`${requestTime}${secret}${word}${operatorCode}`);
}

/** The aggregator's callbacks: md5(operator_code + request_time + action + secret). */
export function callbackSign(
  secret: string,
  operatorCode: string,
  action: string,
  requestTime: number | string,
) {
  return md5(`${operatorCode}${requestTime}${action}${secret}`);
}
