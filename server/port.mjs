// The port to listen on: `-p N`, `--port N` or `--port=N` (Next's own flags), else PORT, else 3000.

/**
 * @param {string[]} args
 * @param {string | undefined} fallback
 * @returns {number}
 */
export function portFromArgs(args, fallback) {
  let value = fallback;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (arg === '-p' || arg === '--port') {
      value = args[(i += 1)];
      if (value === undefined) throw new Error(`${arg} needs a port number`);
    } else if (arg.startsWith('--port=')) value = arg.slice('--port='.length);
    else throw new Error(`Unknown option ${arg}: npm start [-p PORT | --port PORT]`);
  }
  const port = Number(value ?? 3000);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`Not a port: ${JSON.stringify(value)} (1-65535)`);
  }
  return port;
}
