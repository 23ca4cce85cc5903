// The profanity filter of what participants write on the phones (word cloud entries, discussion posts):
// @2toad/profanity's word lists, whole words, in every language it has (English, Arabic, German, Spanish, French,
// Italian, Hindi, Japanese, Korean, Portuguese, Russian, Chinese). What matches is stored and acknowledged like
// anything else, and held back from the room.
import { Profanity, profaneWords } from '@2toad/profanity';

const profanity = new Profanity({ languages: [...profaneWords.keys()], wholeWord: true });

/** Whether a text holds a profane word (or phrase) of the lists, as a whole word, in any case. */
export const isProfane = (text: string) => profanity.exists(text);
