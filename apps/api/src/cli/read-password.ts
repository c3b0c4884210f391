import type { ReadStream } from "node:tty";

/** Longer than any password manager makes; a stray file piped in is not read whole. */
const MAX_PASSWORD_INPUT = 4096;

export class PasswordInputError extends Error {}

/**
 * The password from a prompt that echoes nothing when standard input is a terminal (asked
 * twice, to catch a typo), or the first line of standard input when it is piped. Never from an
 * argument: those stay in the shell history and show in the process list.
 */
export async function readPassword(
  input: NodeJS.ReadableStream & { isTTY?: boolean },
  prompt: NodeJS.WritableStream,
): Promise<string> {
  if (input.isTTY) {
    const first = await promptHidden(input as ReadStream, prompt, "Password: ");
    const second = await promptHidden(input as ReadStream, prompt, "Repeat the password: ");
    if (first !== second) throw new PasswordInputError("The two passwords differ; nothing changed");
    return first;
  }
  return firstLine(input);
}

async function firstLine(input: NodeJS.ReadableStream): Promise<string> {
  let text = "";
  for await (const chunk of input) {
    text += typeof chunk === "string" ? chunk : (chunk as Buffer).toString("utf8");
    const end = text.search(/\r?\n/);
    if (end >= 0) return text.slice(0, end);
    if (text.length > MAX_PASSWORD_INPUT) break;
  }
  if (text.length > MAX_PASSWORD_INPUT) {
    throw new PasswordInputError("The password on standard input is too long");
  }
  return text;
}

function promptHidden(input: ReadStream, output: NodeJS.WritableStream, label: string) {
  return new Promise<string>((resolve, reject) => {
    let typed = "";
    output.write(label);
    input.setRawMode(true);
    input.setEncoding("utf8");
    input.resume();
    const finish = (error?: Error) => {
      input.setRawMode(false);
      input.pause();
      input.off("data", onData);
      output.write("\n");
      if (error === undefined) resolve(typed);
      else reject(error);
    };
    const onData = (data: string) => {
      for (const character of data) {
        if (character === "\r" || character === "\n") return finish();
        if (character === "\u0003") return finish(new PasswordInputError("Cancelled"));
        if (character === "\u007f" || character === "\b") typed = typed.slice(0, -1);
        else if (typed.length < MAX_PASSWORD_INPUT) typed += character;
      }
    };
    input.on("data", onData);
  });
}
