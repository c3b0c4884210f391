import { randomInt } from "node:crypto";

// No 0/O, 1/l/I: the password is read off a screen and typed in elsewhere.
const ALPHABET = "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const GROUPS = 4;
const GROUP_LENGTH = 5;

/** A random password of about 116 bits, in dash-separated groups of five for reading aloud. */
export function generatePassword(): string {
  const groups: string[] = [];
  for (let group = 0; group < GROUPS; group += 1) {
    let text = "";
    for (let index = 0; index < GROUP_LENGTH; index += 1)
      text += ALPHABET[randomInt(ALPHABET.length)];
    groups.push(text);
  }
  return groups.join("-");
}
