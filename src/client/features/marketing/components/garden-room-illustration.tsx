/** A drawn garden room at dusk for the home hero; decoration only. */
export function GardenRoomIllustration({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 480 340" className={className} fill="none">
      <defs>
        <linearGradient id="gri-glow" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffe2a8" stopOpacity="0.95" />
          <stop offset="1" stopColor="#f3b866" stopOpacity="0.75" />
        </linearGradient>
        <linearGradient id="gri-clad" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" className="[stop-color:var(--color-secondary)]" />
          <stop offset="1" className="[stop-color:color-mix(in_oklab,var(--color-secondary)_70%,black)]" />
        </linearGradient>
      </defs>
      {/* lawn */}
      <ellipse cx="250" cy="300" rx="230" ry="26" fill="white" fillOpacity="0.08" />
      {/* tree */}
      <rect x="404" y="196" width="8" height="100" rx="3" fill="white" fillOpacity="0.25" />
      <circle cx="408" cy="170" r="44" fill="white" fillOpacity="0.12" />
      <circle cx="386" cy="196" r="28" fill="white" fillOpacity="0.1" />
      <circle cx="432" cy="192" r="30" fill="white" fillOpacity="0.1" />
      {/* building: roof, cladding, glazing */}
      <rect x="58" y="110" width="312" height="14" rx="3" fill="white" fillOpacity="0.9" />
      <rect x="70" y="124" width="288" height="166" fill="url(#gri-clad)" />
      {Array.from({ length: 17 }, (_, i) => (
        <line key={i} x1={78 + i * 17} y1="124" x2={78 + i * 17} y2="290" stroke="black" strokeOpacity="0.12" />
      ))}
      <rect x="104" y="146" width="176" height="144" fill="url(#gri-glow)" />
      <g stroke="white" strokeOpacity="0.9" strokeWidth="4">
        <rect x="104" y="146" width="176" height="144" />
        <line x1="148" y1="146" x2="148" y2="290" />
        <line x1="192" y1="146" x2="192" y2="290" />
        <line x1="236" y1="146" x2="236" y2="290" />
      </g>
      <path d="M112 156 L136 156 L116 214 Z" fill="white" fillOpacity="0.35" />
      <path d="M200 156 L222 156 L204 206 Z" fill="white" fillOpacity="0.3" />
      <rect x="302" y="160" width="40" height="56" fill="url(#gri-glow)" stroke="white" strokeOpacity="0.9" strokeWidth="4" />
      {/* decking and steps */}
      <rect x="62" y="290" width="304" height="10" rx="2" fill="white" fillOpacity="0.55" />
      <rect x="150" y="300" width="84" height="8" rx="2" fill="white" fillOpacity="0.35" />
      {/* a plant pot and a lamp glow */}
      <rect x="288" y="268" width="18" height="22" rx="3" fill="white" fillOpacity="0.6" />
      <circle cx="297" cy="258" r="12" fill="white" fillOpacity="0.3" />
      <circle cx="190" cy="230" r="60" fill="#ffd48a" fillOpacity="0.08" />
    </svg>
  );
}
