import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import type { Router } from 'hono/router';
import type { H, RouterRoute } from 'hono/types';
import type { AppEnv } from '#api/lib/app-env.ts';
import { AppError } from '#api/lib/errors.ts';

type RouteTable = Router<[H, RouterRoute]>;

const routeMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** The methods some route answers on `path`, HEAD wherever GET is (Hono answers HEAD with the GET route). */
function allowedMethods(routes: RouteTable, path: string): string[] {
  const allowed = routeMethods.filter((method) => routes.match(method, path)[0].some(([[, route]]) => route.method === method));
  return allowed.flatMap((method) => (method === 'GET' ? ['GET', 'HEAD'] : [method]));
}

// Middleware is registered for every method ('ALL'); a route is registered for its own.
const hasRouteForMethod = (routes: RouterRoute[]) => routes.some((route) => route.method !== 'ALL');

/**
 * A method the path does not have answers 405 with `Allow`, before any rule about the request's
 * origin or body could answer for a route that does not exist. A path no route has falls through
 * to the 404.
 */
export const methodRule = (routes: RouteTable) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (hasRouteForMethod(matchedRoutes(c))) return next();
    const allowed = allowedMethods(routes, c.req.path);
    if (allowed.length === 0) return next();
    throw new AppError('method_not_allowed', `${c.req.method} is not allowed on ${c.req.path}`, {
      headers: { Allow: allowed.join(', ') },
    });
  });
