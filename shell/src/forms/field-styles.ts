import { css } from '@emotion/react';
import { theme } from '@site/ui/theme';

/** Clears the fixed header when a field or the error summary is scrolled to. */
export const SCROLL_CLEARANCE = `calc(${theme.layout.headerHeight} + ${theme.space.md})`;

export const controlStyles = (invalid: boolean, width: 'short' | 'full' = 'full') => css`
  display: block;
  width: 100%;
  max-width: ${width === 'short' ? '20rem' : 'none'};
  min-height: 44px;
  padding: ${theme.space.sm} ${theme.space.md};
  border: ${invalid ? 2 : 1}px solid ${invalid ? theme.color.danger : theme.color.borderStrong};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  font: inherit;
  &:hover {
    border-color: ${invalid ? theme.color.danger : theme.color.text};
  }
  &:focus-visible {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 1px;
  }
`;

export const labelStyles = css`
  font-weight: ${theme.fontWeight.semibold};
`;

export const hintStyles = css`
  margin: 0;
  color: ${theme.color.muted};
  font-size: ${theme.fontSize.sm};
`;

export const errorTextStyles = css`
  margin: 0;
  color: ${theme.color.danger};
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.semibold};
`;

/** One question: label, hint, error, control. A red bar marks a question with an error. */
export const fieldBlockStyles = (invalid: boolean) => css`
  display: grid;
  gap: ${theme.space.xs};
  min-width: 0;
  margin: 0;
  padding: 0 0 0 ${invalid ? theme.space.md : 0};
  border: 0;
  border-left: ${invalid ? `4px solid ${theme.color.danger}` : '0'};
  scroll-margin-top: ${SCROLL_CLEARANCE};
`;

export const choiceRowStyles = css`
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: ${theme.space.sm};
  align-items: start;
  min-height: 32px;
  & input {
    width: 24px;
    height: 24px;
    margin: 0;
    accent-color: ${theme.color.brand};
  }
  & input:focus-visible {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 2px;
  }
  & label {
    min-height: 24px;
    display: flex;
    align-items: center;
    cursor: pointer;
  }
`;
