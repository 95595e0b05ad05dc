import type { NextConfig } from 'next';

// Next's defaults: the kit must work in a host's untouched config.
const config: NextConfig = {};

export default config;
