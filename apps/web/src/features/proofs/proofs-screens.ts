import type { Screen } from '../../lib/screen.ts';

type Load = Screen['load'];
const proofForm: Load = () => import('./proof-form-page.tsx');

/** Assessments (the screens and routes of the spec): proofs of the three types, their questions and answers; module Proof. */
export const proofsScreens: Screen[] = [
  { path: '/Proof/:type_id', module: 'Proof', load: () => import('./proofs-page.tsx') },
  { path: '/Proof-new/:type_id', module: 'Proof', load: proofForm },
  { path: '/Proof-edit/:type_id/:id', module: 'Proof', load: proofForm },
  { path: '/Proof-composition/:proof_id', module: 'Proof', load: () => import('./linked-contents-page.tsx') },
  { path: '/Question/:type_id/:proof_id', module: 'Proof', load: () => import('./questions-page.tsx') },
  { path: '/Question-new/:type_id/:proof_id', module: 'Proof', load: () => import('./question-new-page.tsx') },
  { path: '/Question-edit/:type_id/:proof_id/:id', module: 'Proof', load: () => import('./question-edit-page.tsx') },
  { path: '/Answer/:type_id/:proof_id/:question_id', module: 'Proof', load: () => import('./answers-page.tsx') },
  { path: '/Answer-new/:type_id/:proof_id/:question_id', module: 'Proof', load: () => import('./answer-new-page.tsx') },
  { path: '/Answer-edit/:type_id/:proof_id/:question_id/:id', module: 'Proof', load: () => import('./answer-edit-page.tsx') },
];
