// What the federation runtime's sdk logs through, in the host's build (it replaces the sdk's
// logger.js, see index.js): the prefix, then the message, on the console. The sdk's own adds
// delegates, stack traces in its debug mode and webpack-compiler bindings the browser never uses
// (about 1.3 KB of the federation chunk before compression).
const PREFIX = '[ Module Federation ]';

function createLogger(prefix) {
  const logger = {
    prefix,
    setPrefix: (next) => (logger.prefix = next),
    setDelegate: () => undefined,
    log: (...args) => console.log(logger.prefix, ...args),
    info: (...args) => console.info(logger.prefix, ...args),
    success: (...args) => console.info(logger.prefix, ...args),
    ready: (...args) => console.info(logger.prefix, ...args),
    warn: (...args) => console.warn(logger.prefix, ...args),
    error: (...args) => console.error(logger.prefix, ...args),
    debug: () => undefined,
  };
  return logger;
}

const createInfrastructureLogger = createLogger;
const bindLoggerToCompiler = () => undefined;
const logger = createLogger(PREFIX);
const infrastructureLogger = createLogger(PREFIX);

export { bindLoggerToCompiler, createInfrastructureLogger, createLogger, infrastructureLogger, logger };
