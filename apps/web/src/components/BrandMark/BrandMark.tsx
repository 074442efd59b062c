// The product's mark: a calm wave over a steady keel line, beside the product name.
import { PRODUCT_NAME } from "@evenkeel/contracts";
import * as styles from "./BrandMark.css";

type BrandMarkProps = {
  tone?: "onSurface" | "onBrand";
  size?: "md" | "lg";
};

export function BrandMark({ tone = "onSurface", size = "md" }: BrandMarkProps) {
  return (
    <span className={styles.root({ tone, size })}>
      <svg className={styles.logo({ size })} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect
          className={tone === "onBrand" ? styles.logoTileOnBrand : styles.logoTile}
          width="32"
          height="32"
          rx="8"
        />
        <path
          d="M6 17.5c2.5-3 5-3 7.5 0s5 3 7.5 0 3.7-2.6 5-1.3"
          fill="none"
          stroke="#fff"
          strokeWidth="2.6"
          strokeLinecap="round"
        />
        <path d="M9 23h14" fill="none" stroke="#99e3d6" strokeWidth="2.6" strokeLinecap="round" />
      </svg>
      {PRODUCT_NAME}
    </span>
  );
}
