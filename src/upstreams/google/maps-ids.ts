/**
 * Google Maps place identifiers, converted without a request (notes/trends-scholar-maps.md §3.1,
 * verified on 4 real pairs): a 27-character `ChIJ…` place_id is base64url of the protobuf
 * {1: {1: fixed64 A, 2: fixed64 B}}; `0x<A>:0x<B>` is the data_id, and B in decimal the CID.
 */
import { AppError } from '../../errors.ts';

const DATA_ID = /^0x([0-9a-f]{1,16}):0x([0-9a-f]{1,16})$/i;

export function isDataId(id: string): boolean {
  return DATA_ID.test(id);
}

export function placeIdToDataId(placeId: string): string | undefined {
  if (!/^ChIJ[A-Za-z0-9_-]{23}$/.test(placeId)) return undefined;
  const b = Buffer.from(placeId, 'base64url');
  if (b.length !== 20 || b[0] !== 0x0a || b[1] !== 0x12 || b[2] !== 0x09 || b[11] !== 0x11) return undefined;
  return `0x${b.readBigUInt64LE(3).toString(16)}:0x${b.readBigUInt64LE(12).toString(16)}`;
}

export function dataIdToPlaceId(dataId: string): string {
  const m = DATA_ID.exec(dataId);
  if (!m) throw new AppError('INVALID_PARAMETER', `Parameter 'data_id' must look like 0x89c259a8e1682bf5:0xea388e8841a2955e, got "${dataId}".`);
  const b = Buffer.alloc(20);
  b.set([0x0a, 0x12, 0x09], 0);
  b.writeBigUInt64LE(BigInt(`0x${m[1]}`), 3);
  b[11] = 0x11;
  b.writeBigUInt64LE(BigInt(`0x${m[2]}`), 12);
  return b.toString('base64url');
}

export function dataIdToCid(dataId: string): string {
  const m = DATA_ID.exec(dataId);
  if (!m) throw new AppError('INVALID_PARAMETER', `"${dataId}" is not a data_id.`);
  return BigInt(`0x${m[2]}`).toString(10);
}
