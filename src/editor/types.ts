import type { ComponentType } from 'react';
import type { AnyFamily, ValidationIssue } from '../puzzles/types.ts';

/** What EditorPanel hands a family's editor: the level, a way to change it, its problems. */
export interface FamilyEditorProps<L> {
  family: AnyFamily;
  level: L;
  onChange(level: L): void;
  issues: readonly ValidationIssue[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyFamilyEditor = ComponentType<FamilyEditorProps<any>>;
