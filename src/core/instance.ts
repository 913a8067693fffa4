/** This process's name among several instances (host and pid), shown where work may move between them. */
import { hostname } from 'node:os';

export const INSTANCE_ID = `${hostname()}:${process.pid}`;
