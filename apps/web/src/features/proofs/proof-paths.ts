/** The addresses of the assessment screens (the screens and routes of the spec), in one place. */
export const proofPaths = {
  list: (typeId: number) => `/Proof/${typeId}`,
  create: (typeId: number) => `/Proof-new/${typeId}`,
  edit: (typeId: number, id: number) => `/Proof-edit/${typeId}/${id}`,
  linked: (proofId: number) => `/Proof-composition/${proofId}`,
  questions: (typeId: number, proofId: number) => `/Question/${typeId}/${proofId}`,
  createQuestion: (typeId: number, proofId: number) => `/Question-new/${typeId}/${proofId}`,
  editQuestion: (typeId: number, proofId: number, id: number) => `/Question-edit/${typeId}/${proofId}/${id}`,
  answers: (typeId: number, proofId: number, questionId: number) => `/Answer/${typeId}/${proofId}/${questionId}`,
  createAnswers: (typeId: number, proofId: number, questionId: number) => `/Answer-new/${typeId}/${proofId}/${questionId}`,
  editAnswer: (typeId: number, proofId: number, questionId: number, id: number) => `/Answer-edit/${typeId}/${proofId}/${questionId}/${id}`,
};
