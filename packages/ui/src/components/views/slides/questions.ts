/** 'N questions' for the curriculum's line. */
export const questionCount = (count: number) => `${count} ${count === 1 ? 'question' : 'questions'}`;
