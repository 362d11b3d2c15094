import type { ComponentPropsWithoutRef } from 'react';
import { css } from '@emotion/react';
import { theme } from '@site/ui/theme';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse' | 'outlineInverse' | 'danger';
export type ButtonSize = 'md' | 'sm';

const VARIANTS: Record<ButtonVariant, { bg: string; fg: string; border: string; hoverBg: string; hoverFg: string }> = {
  primary: { bg: theme.color.brand, fg: theme.color.onBrand, border: theme.color.brand, hoverBg: theme.color.brandStrong, hoverFg: theme.color.onBrand },
  secondary: { bg: theme.color.surface, fg: theme.color.brand, border: theme.color.brand, hoverBg: theme.color.brandSoft, hoverFg: theme.color.brandStrong },
  ghost: { bg: 'transparent', fg: theme.color.brand, border: 'transparent', hoverBg: theme.color.brandSoft, hoverFg: theme.color.brandStrong },
  inverse: {
    bg: theme.color.surface,
    fg: theme.color.brandStrong,
    border: theme.color.surface,
    hoverBg: theme.color.brandSoft,
    hoverFg: theme.color.brandStrong,
  },
  /** For a band (`theme.color.band`): light text and outline in either scheme. */
  outlineInverse: {
    bg: 'transparent',
    fg: theme.color.onBand,
    border: theme.color.onBand,
    hoverBg: 'rgba(255, 255, 255, 0.14)',
    hoverFg: theme.color.onBand,
  },
  danger: {
    bg: theme.color.danger,
    fg: theme.color.onBrand,
    border: theme.color.danger,
    hoverBg: `color-mix(in srgb, ${theme.color.danger} 80%, ${theme.color.text})`,
    hoverFg: theme.color.onBrand,
  },
};

/**
 * Shared look of buttons and button-like links (`<Link css={buttonStyles('primary')}>`).
 * Targets are 44 px tall (40 px for `sm`), well above the 24 px minimum of WCAG 2.5.8.
 */
export const buttonStyles = (variant: ButtonVariant = 'primary', size: ButtonSize = 'md') => {
  // Built once per look: emotion hashes styles it is handed anew on every render, and every page renders buttons.
  const key = `${variant} ${size}`;
  let built = BUILT_STYLES.get(key);
  if (!built) BUILT_STYLES.set(key, (built = buildButtonStyles(VARIANTS[variant], size)));
  return built;
};

const BUILT_STYLES = new Map<string, ReturnType<typeof buildButtonStyles>>();

function buildButtonStyles(v: (typeof VARIANTS)[ButtonVariant], size: ButtonSize) {
  return css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: ${theme.space.sm};
    min-height: ${size === 'md' ? '44px' : '40px'};
    padding: 0 ${size === 'md' ? theme.space.lg : theme.space.md};
    border-radius: ${theme.radius.md};
    border: 2px solid ${v.border};
    font: inherit;
    font-size: ${size === 'md' ? theme.fontSize.md : theme.fontSize.sm};
    font-weight: ${theme.fontWeight.semibold};
    line-height: 1.2;
    text-align: center;
    text-decoration: none;
    cursor: pointer;
    background: ${v.bg};
    color: ${v.fg};
    transition:
      background-color ${theme.motion.fast} ease,
      color ${theme.motion.fast} ease;
    &:hover {
      background: ${v.hoverBg};
      color: ${v.hoverFg};
    }
    &:disabled,
    &[aria-disabled='true'] {
      opacity: 0.6;
      cursor: not-allowed;
    }
  `;
}

interface ButtonProps extends ComponentPropsWithoutRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({ variant = 'primary', size = 'md', type = 'button', ...rest }: ButtonProps) {
  return <button type={type} css={buttonStyles(variant, size)} {...rest} />;
}
