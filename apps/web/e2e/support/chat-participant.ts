import { DEMO_PASSWORD, E2E_BASE_URL } from './server.ts';

/** A message as a participant's screen reads it. */
export interface ParticipantMessage {
  id: number;
  message: string;
  user_id: number | null;
  user_name: string;
  approved: number;
  is_question: number;
  is_admin: number;
  response_to_user_id: number | null;
  response_from: { id: number; user_name: string } | null;
}

const MESSAGE_FIELDS = 'id message user_id user_name approved is_question is_admin response_to_user_id response_from { id user_name }';

/**
 * A virtual room participant outside the browser, for journeys and benches: signs in with a login
 * and password like the participants' site does, then talks to the chat service over HTTP with
 * its own bearer token (which needs neither the back-office header nor an Origin).
 */
export class ChatParticipant {
  private constructor(
    readonly baseUrl: string,
    readonly token: string,
    readonly id: number,
    readonly name: string,
  ) {}

  /** Signs `login` in (a demo user's password by default) and learns who they are. */
  static async signIn(login: string, password = DEMO_PASSWORD, baseUrl = E2E_BASE_URL): Promise<ChatParticipant> {
    const response = await fetch(`${baseUrl}/api/v1/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login, password }),
    });
    const body = (await response.json()) as { token?: string; error?: string };
    if (!response.ok || !body.token) throw new Error(`Sign-in of ${login} refused: ${body.error ?? response.status}`);
    const me = await graphql<{ get_authenticated_user: { id: number; name: string } }>(baseUrl, body.token, '{ get_authenticated_user { id name } }');
    return new ChatParticipant(baseUrl, body.token, me.get_authenticated_user.id, me.get_authenticated_user.name);
  }

  private call<T>(query: string, variables: Record<string, unknown>): Promise<T> {
    return graphql<T>(this.baseUrl, this.token, query, variables);
  }

  /** createChatMessage in their own name; '#' at the start makes a question. */
  async send(chatId: number, message: string): Promise<ParticipantMessage> {
    const data = await this.call<{ createChatMessage: ParticipantMessage }>(
      `mutation ($chat_id: Int!, $message: String!, $user_id: Int, $user_name: String) {
        createChatMessage(chat_id: $chat_id, message: $message, user_id: $user_id, user_name: $user_name) { ${MESSAGE_FIELDS} }
      }`,
      { chat_id: chatId, message, user_id: this.id, user_name: this.name },
    );
    return data.createChatMessage;
  }

  /** chatPresence: entering the room, then each heartbeat. Returns the seconds until the next one is due. */
  async presence(chatId: number): Promise<number> {
    return (await this.call<{ chatPresence: number }>('mutation ($chat_id: Int!) { chatPresence(chat_id: $chat_id) }', { chat_id: chatId })).chatPresence;
  }

  /** What they see in the room (chat_message_collections_by_user), oldest first. */
  async messages(chatId: number, options: { showMine?: boolean } = {}): Promise<ParticipantMessage[]> {
    const data = await this.call<{ chat_message_collections_by_user: ParticipantMessage[] }>(
      `query ($chat_id: Int!, $user_id: Int!, $show_my_msgs: Boolean) {
        chat_message_collections_by_user(chat_id: $chat_id, user_id: $user_id, limit: 2000, show_my_msgs: $show_my_msgs) { ${MESSAGE_FIELDS} }
      }`,
      { chat_id: chatId, user_id: this.id, show_my_msgs: options.showMine ?? false },
    );
    return data.chat_message_collections_by_user;
  }

  /** Ends the session. */
  async signOut(): Promise<void> {
    await fetch(`${this.baseUrl}/api/v1/account/logout`, { method: 'POST', headers: { authorization: `Bearer ${this.token}` } });
  }
}

async function graphql<T>(baseUrl: string, token: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${baseUrl}/api/v1/chat/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length || !body.data) throw new Error(body.errors?.map((e) => e.message).join('; ') ?? `HTTP ${response.status}`);
  return body.data;
}
