/**
 * graphql-js words what is wrong with a document in English ('Int cannot represent non-integer
 * value'). A client sending a wrong type or a missing argument reads it in Portuguese, with the
 * name of what it sent wrong.
 */
const SCALARS: Array<[RegExp, string]> = [
  [/non 32-bit signed integer/, 'um número inteiro dentro do limite permitido'],
  [/^Int cannot represent/, 'um número inteiro'],
  [/^Float cannot represent/, 'um número'],
  [/^String cannot represent/, 'um texto'],
  [/^Boolean cannot represent/, 'verdadeiro ou falso'],
  [/^ID cannot represent/, 'um identificador'],
];

const expected = (detail: string | undefined, type: string) => {
  const scalar = SCALARS.find(([pattern]) => pattern.test(detail ?? ''))?.[1];
  return scalar ? `esperado ${scalar}` : `esperado um valor do tipo ${type}`;
};

const RULES: Array<[RegExp, (m: RegExpExecArray) => string]> = [
  [/^Variable "\$(\w+)" of required type "([^"]+)" was not provided\.$/, (m) => `Informe ${m[1]}: é obrigatório.`],
  [/^Variable "\$(\w+)" of non-null type "([^"]+)" must not be null\.$/, (m) => `Informe ${m[1]}: não pode ser nulo.`],
  // graphql-jit names the type between the two ('; Expected type Int;').
  [
    /^Variable "\$(\w+)" got invalid value .*?; (?:Expected type "?([^";.]+)"?[.;] )?(.*)$/s,
    (m) => `Valor inválido em ${m[1]}: ${expected(m[3], m[2] ?? '')}.`,
  ],
  [/^Expected value of type "([^"]+)", found (.*?)\.?(?:; (.*))?$/s, (m) => `Valor inválido (${m[2].slice(0, 60)}): ${expected(m[3], m[1])}.`],
  [/^(?:Int|Float|String|Boolean|ID) cannot represent [^:]*: (.*)$/s, (m) => `Valor inválido (${m[1].slice(0, 60)}): ${expected(m[0], '')}.`],
  [
    /^Field "(\w+)" argument "(\w+)" of type "([^"]+)" is required, but it was not provided\.$/,
    (m) => `Informe o argumento ${m[2]} de ${m[1]}: é obrigatório.`,
  ],
  [/^Unknown argument "(\w+)" on field "([^"]+)"\.$/, (m) => `Argumento desconhecido: ${m[1]} (em ${m[2]}).`],
  [/^Cannot query field "(\w+)" on type "(\w+)"\.$/, (m) => `Campo desconhecido: ${m[1]} (em ${m[2]}).`],
  [/^Syntax Error: (.*)$/s, (m) => `Erro de sintaxe no documento GraphQL: ${m[1]}`],
];

/** The message in Portuguese when it is one graphql-js writes about a request; as it is otherwise. */
export function portugueseRequestMessage(message: string): string {
  for (const [pattern, say] of RULES) {
    const match = pattern.exec(message);
    if (match) return say(match);
  }
  return message;
}
