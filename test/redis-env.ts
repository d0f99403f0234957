// Imported after integration-env by Redis suites: rate limits go to TEST_REDIS_URL when it is set.
if (process.env.TEST_REDIS_URL) process.env.REDIS_URL = process.env.TEST_REDIS_URL;
