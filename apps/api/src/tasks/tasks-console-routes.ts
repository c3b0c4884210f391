import type { FastifyInstance } from "fastify";
import { type TaskRouteOptions, taskRoutes } from "./task-routes";
import { type TodayRouteOptions, todayRoutes } from "./today-routes";

/** Every console route of tasks: the lead page's task forms and the Today page. */
export async function tasksConsoleRoutes(
  app: FastifyInstance,
  options: TaskRouteOptions & TodayRouteOptions,
) {
  await app.register(taskRoutes, options);
  await app.register(todayRoutes, options);
}
