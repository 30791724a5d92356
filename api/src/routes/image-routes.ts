import type { FastifyPluginAsync } from 'fastify';
import { DEFAULT_IMAGE_QUALITY, IMAGE_WIDTHS } from '../catalog/product.js';
import { findProductArtInfo } from '../catalog/product-repository.js';
import type { Db } from '../db/db.js';
import { badRequest, notFound } from '../http/errors.js';
import { errorResponse, idParams } from '../http/schemas.js';
import type { ProductImageRenderer } from '../images/image-renderer.js';

const ALLOWED_WIDTHS = new Set<number>(IMAGE_WIDTHS);

export const imageRoutes: FastifyPluginAsync<{ db: Db; renderer: ProductImageRenderer }> = async (
  app,
  { db, renderer },
) => {
  app.get<{ Params: { id: number }; Querystring: { w: number; q: number } }>('/images/products/:id', {
    schema: {
      tags: ['Imágenes'],
      summary: 'Imagen WebP del producto al ancho pedido',
      params: idParams,
      querystring: {
        type: 'object',
        properties: {
          w: { type: 'integer', default: 640, description: `Uno de: ${IMAGE_WIDTHS.join(', ')}` },
          q: { type: 'integer', minimum: 1, maximum: 100, default: DEFAULT_IMAGE_QUALITY },
        },
      },
      response: { 400: errorResponse, 404: errorResponse },
    },
    handler: async (request, reply) => {
      const { w: width, q: quality } = request.query;
      // A fixed set of widths keeps the disk cache bounded and stops render-cost abuse.
      if (!ALLOWED_WIDTHS.has(width))
        throw badRequest('Tamaño de imagen no soportado', { w: 'Tamaño de imagen no soportado' });
      const product = await findProductArtInfo(db, request.params.id);
      if (!product) throw notFound('Producto no encontrado');
      const image = await renderer.render(
        { id: product.id, brand: product.brand, model: product.model, categorySlug: product.categorySlug },
        width,
        quality,
      );
      return reply
        .header('Content-Type', image.contentType)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(image.body);
    },
  });
};
