/**
 * The footer's chat-app QR code, drawn at build time into an SVG file, so readers download a small
 * image instead of a QR library.
 */
import fs from 'fs';
import path from 'path';
import QRCode from 'qrcode';

export const QR_FILE = 'img/chat-qr.svg';

/** SVG markup of a QR code for `target`, dark modules on a white quiet zone (scannable in dark mode). */
export async function qrSvg(target: string): Promise<string> {
  return QRCode.toString(target, { type: 'svg', margin: 2, errorCorrectionLevel: 'M', color: { dark: '#000000', light: '#ffffff' } });
}

/** Writes the QR code into `publicDir/img/chat-qr.svg`. */
export async function writeQrCode(publicDir: string, target: string): Promise<string> {
  const file = path.join(publicDir, QR_FILE);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, await qrSvg(target));
  return file;
}
