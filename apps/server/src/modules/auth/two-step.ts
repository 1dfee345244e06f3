import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

// TOTP (RFC 6238): 160-bit secrets, 6 digits, 30 s, ±1 step; a code is accepted only once.

const PERIOD = 30;

export function newTwoStepSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secret: string, label = 'Energiek'): TOTP {
  return new TOTP({
    issuer: 'Energiek',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });
}

/**
 * The time step of an accepted code, or null when it is wrong or was used before
 * (its step is not after lastStep).
 */
export function verifyTwoStepCode(
  secret: string,
  code: string,
  lastStep: number | null,
  now = Date.now(),
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(secret).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  const step = Math.floor(now / 1000 / PERIOD) + delta;
  if (lastStep !== null && step <= lastStep) return null;
  return step;
}

export async function twoStepEnrolment(secret: string, emailAddress: string) {
  const otpauthUrl = totp(secret, emailAddress).toString();
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, otpauthUrl, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}
