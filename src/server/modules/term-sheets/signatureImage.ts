/**
 * A drawn signature as the signing page sends it: a PNG data URL. The bytes must prove to be a PNG
 * (fileKinds.ts) and hold a drawing: a pad saved without a stroke is one colour (or transparent)
 * everywhere.
 */
import { PNG } from 'pngjs';
import { pngDataUrlPrefix } from '../../../shared/contract/termSheetSigning';
import { messages } from '../../../shared/messages';
import { provenContentType } from '../../files/fileKinds';
import { badRequest } from '../../http/errors';

/** The PNG bytes of a signature, refused when they are no PNG or show nothing drawn. */
export async function signatureBytes(dataUrl: string): Promise<Buffer> {
  if (!dataUrl.startsWith(pngDataUrlPrefix)) throw badRequest(messages.signing.notPng);
  const data = Buffer.from(dataUrl.slice(pngDataUrlPrefix.length), 'base64');
  if (data.length === 0) throw badRequest(messages.signing.notPng);
  await provenContentType({ filename: 'signature.png', data }, ['png']);
  if (!fitsThePad(data)) throw badRequest(messages.signing.tooLarge);
  let image: PNG;
  try {
    image = PNG.sync.read(data);
  } catch {
    throw badRequest(messages.signing.notPng);
  }
  if (isBlank(image)) throw badRequest(messages.signing.blank);
  return data;
}

/** The most pixels a signature may have; a pad is a few hundred pixels each way. */
const maxSide = 4096;
const maxPixels = 4_000_000;

/**
 * Whether the image's header (IHDR, right after the 8-byte signature: width and height as 32-bit
 * big-endian at 16 and 20) declares a size a pad can have. A few KB of PNG can declare a huge
 * image, so the size is read before anything is decoded.
 */
function fitsThePad(data: Buffer): boolean {
  if (data.length < 24 || data.toString('latin1', 12, 16) !== 'IHDR') return false;
  const width = data.readUInt32BE(16);
  const height = data.readUInt32BE(20);
  return width > 0 && height > 0 && width <= maxSide && height <= maxSide && width * height <= maxPixels;
}

/** Whether every pixel is transparent, or all are the same colour. */
function isBlank(image: PNG): boolean {
  const pixels = image.data;
  if (pixels.length < 4) return true;
  let visible = false;
  let uniform = true;
  for (let i = 0; i < pixels.length; i += 4) {
    if (pixels[i + 3] !== 0) visible = true;
    if (
      pixels[i] !== pixels[0] ||
      pixels[i + 1] !== pixels[1] ||
      pixels[i + 2] !== pixels[2] ||
      pixels[i + 3] !== pixels[3]
    ) {
      uniform = false;
    }
    if (visible && !uniform) return false;
  }
  return true;
}
