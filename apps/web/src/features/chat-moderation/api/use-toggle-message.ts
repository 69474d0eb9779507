import { useMutation } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { chatGraphql } from '../../../generated/chat/gql.ts';
import type { ModeratedMessageFragment } from '../../../generated/chat/graphql.ts';

const APPROVED = chatGraphql(`mutation ApproveMessage($id: Int!, $approved: Int!) { approvedToggle(id: $id, approved: $approved) { ...ModeratedMessage } }`);
const HIDDEN = chatGraphql(`mutation HideMessage($id: Int!, $is_hidden: Int!) { isHiddenToggle(id: $id, is_hidden: $is_hidden) { ...ModeratedMessage } }`);
const QUESTION = chatGraphql(
  `mutation MarkQuestion($id: Int!, $is_question: Int!) { isQuestionToggle(id: $id, is_question: $is_question) { ...ModeratedMessage } }`,
);

export type MessageFlag = 'approved' | 'is_hidden' | 'is_question';
export interface FlagChange {
  id: number;
  flag: MessageFlag;
  value: 0 | 1;
}

async function toggle({ id, flag, value }: FlagChange): Promise<ModeratedMessageFragment> {
  if (flag === 'approved') return (await gql('chat', APPROVED, { id, approved: value })).approvedToggle;
  if (flag === 'is_hidden') return (await gql('chat', HIDDEN, { id, is_hidden: value })).isHiddenToggle;
  return (await gql('chat', QUESTION, { id, is_question: value })).isQuestionToggle;
}

/** approvedToggle, isHiddenToggle, isQuestionToggle; `onChanged` places the message the server answers. */
export function useToggleMessage(onChanged: (message: ModeratedMessageFragment) => void) {
  return useMutation({ mutationFn: toggle, onSuccess: onChanged });
}
