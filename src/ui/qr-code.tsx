// A QR code drawn as inline SVG from uqr's module matrix: no innerHTML, no image URL, crisp when printed.
import { encode } from 'uqr';
import './qr-code.css';

export interface QrCodeProps {
  /** The text to encode (a BIP21 or other wallet URI). */
  value: string;
  /** What the code is, read by assistive technology. */
  label: string;
}

/** A square SVG QR code of `value`, dark on white whatever the theme, so every wallet camera can read it. */
export function QrCode({ value, label }: QrCodeProps) {
  const { data, size } = encode(value, { ecc: 'M', border: 2 });
  let path = '';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return (
    <svg
      className="tk-qr"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      data-value={value}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
