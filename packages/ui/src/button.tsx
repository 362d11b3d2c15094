import type { ComponentPropsWithoutRef } from 'react';
import { css } from '@emotion/react';
import { theme } from './theme.ts';

export type ButtonVariant = 'primary' | 'secondary';

/** Shared look of buttons and button-like links; targets are at least 44 px tall. */
export const buttonStyles = (variant: ButtonVariant) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.sm};
  min-height: 44px;
  padding: 0 ${theme.space.lg};
  border-radius: ${theme.radius.md};
  border: 2px solid ${theme.color.brand};
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  background: ${variant === 'primary' ? theme.color.brand : theme.color.surface};
  color: ${variant === 'primary' ? theme.color.onBrand : theme.color.brand};
  &:hover {
    background: ${variant === 'primary' ? theme.color.brandStrong : theme.color.brandSoft};
    color: ${variant === 'primary' ? theme.color.onBrand : theme.color.brandStrong};
  }
`;

interface ButtonProps extends ComponentPropsWithoutRef<'button'> {
  variant?: ButtonVariant;
}

export function Button({ variant = 'primary', type = 'button', ...rest }: ButtonProps) {
  return <button type={type} css={buttonStyles(variant)} {...rest} />;
}
