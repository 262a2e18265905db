// The public entry of @playfield/ui. Named exports only; one line per module.
// The stylesheet (tokens, themes, base, primitives) comes with the package: Vite bundles it.
import './styles/index.css';

export { Button, buttonClassName } from './button.tsx';
export type { ButtonProps, ButtonSize, ButtonStyleOptions, ButtonVariant } from './button.tsx';
export { cx } from './class-names.ts';
export { Dialog } from './dialog.tsx';
export type { DialogProps } from './dialog.tsx';
export { EmptyState } from './empty-state.tsx';
export type { EmptyStateProps } from './empty-state.tsx';
export { IconButton } from './icon-button.tsx';
export type { IconButtonProps } from './icon-button.tsx';
export { Select } from './select.tsx';
export type { SelectOption, SelectProps } from './select.tsx';
export { Skeleton } from './skeleton.tsx';
export type { SkeletonProps } from './skeleton.tsx';
export { VisuallyHidden } from './visually-hidden.tsx';
