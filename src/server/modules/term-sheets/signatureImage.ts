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
  let image: PNG;
  try {
    image = PNG.sync.read(data);
  } catch {
    throw badRequest(messages.signing.notPng);
  }
  if (isBlank(image)) throw badRequest(messages.signing.blank);
  return data;
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
