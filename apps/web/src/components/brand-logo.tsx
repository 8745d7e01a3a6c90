/** The brand's logo mark with the brand name beside it; the name is the accessible text of the image. */
export function BrandLogo({ brandName }: { brandName: string }) {
  const initial = brandName.charAt(0).toUpperCase();
  return (
    <svg className="brand-logo" role="img" aria-label={brandName} viewBox="0 0 48 48" width="48" height="48">
      <circle cx="24" cy="24" r="22" fill="currentColor" />
      <text x="24" y="31" textAnchor="middle" fontSize="22" fontWeight="700" fill="#fff" aria-hidden="true">
        {initial}
      </text>
    </svg>
  );
}
